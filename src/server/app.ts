// buildApp(config): the whole server as a Fastify instance, used by main.ts, the tests and the bench.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { seedDemo } from './demo/seed';
import { startAppointmentRemindersLoop } from './jobs/appointment-reminders';
import { startBackupLoop } from './jobs/backup';
import { startCleanupLoop } from './jobs/cleanup';
import { startOrphanFilesLoop } from './jobs/orphan-files';
import { describeAccess } from './lib/access';
import { settleDetached } from './lib/background';
import { webDistFolder } from './lib/paths';
import type { RoutesPlugin } from './lib/routes';
import { resolveTwoFactorKey } from './lib/secret-key';
import { startMailWorker, type Worker } from './mail/outbox';
import { createMailTransport, type MailTransport } from './mail/transport';
import { addressesRoutes } from './modules/addresses/routes';
import { subscribeAppointments } from './modules/appointments/hooks';
import { appointmentsRoutes } from './modules/appointments/routes';
import { auditRoutes } from './modules/audit/routes';
import { checkDemoAccountsAtStart } from './modules/auth/demo-accounts';
import { authRoutes } from './modules/auth/routes';
import { twoFactorRoutes } from './modules/auth/two-factor-routes';
import { releaseUnprovenAccountsAtStart } from './modules/auth/unclaim';
import { configRoutes } from './modules/config/routes';
import { documentRequestsRoutes } from './modules/document-requests/routes';
import { documentsRoutes } from './modules/documents/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { healthRoutes } from './modules/health/routes';
import { subscribeInvoices } from './modules/invoices/hooks';
import { startOverdueInvoicesLoop } from './modules/invoices/overdue';
import { invoicesRoutes } from './modules/invoices/routes';
import { subscribeLeads } from './modules/leads/hooks';
import { leadsRoutes } from './modules/leads/routes';
import { messagesRoutes } from './modules/messages/routes';
import metricsPlugin from './modules/metrics/plugin';
import { notificationsRoutes } from './modules/notifications/routes';
import { startCreditedPaymentsLoop } from './modules/payments/credited';
import { subscribePayments } from './modules/payments/hooks';
import { paymentsRoutes } from './modules/payments/routes';
import { payoutsRoutes } from './modules/payouts/routes';
import { projectsRoutes } from './modules/projects/routes';
import { requestsRoutes } from './modules/requests/routes';
import { revenueRoutes } from './modules/revenue/routes';
import { usersRoutes } from './modules/users/routes';
import { workflowsRoutes } from './modules/workflows/routes';
import browserNavigation from './plugins/browser-navigation';
import errorsPlugin, { documentErrorResponses, NOT_FOUND, sendError } from './plugins/errors';
import originCheck from './plugins/origin-check';
import readRetry from './plugins/read-retry';
import safeInput from './plugins/safe-input';
import sessionPlugin from './plugins/session';
import { createFileStorage } from './storage/create';

export const MODULES: RoutesPlugin[] = [
  healthRoutes,
  authRoutes,
  twoFactorRoutes,
  notificationsRoutes,
  feedbackRoutes,
  requestsRoutes,
  addressesRoutes,
  configRoutes,
  usersRoutes,
  projectsRoutes,
  documentsRoutes,
  documentRequestsRoutes,
  messagesRoutes,
  workflowsRoutes,
  invoicesRoutes,
  paymentsRoutes,
  revenueRoutes,
  payoutsRoutes,
  leadsRoutes,
  auditRoutes,
  appointmentsRoutes,
];

/**
 * The higher modules' subscriptions to the hooks of lower ones (docs/decisions/0029), made before any route runs.
 * A subscriber that mails (the appointments) reads the link base and sender from the config it is handed.
 */
export const MODULE_HOOKS: Array<(config: Config) => void> = [
  subscribeInvoices,
  subscribePayments,
  subscribeLeads,
  subscribeAppointments,
];

const NO_ORIGINS = { script: [], style: [], img: [], connect: [], font: [] };
const GOOGLE_MAPS_ORIGINS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

export interface BuildOptions {
  /** An open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Run the background loops (mail outbox, clean-up). Default true. */
  workers?: boolean;
  /** Where log lines go instead of standard output as JSON (main.ts: readable lines on a terminal). */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    mailWorker: Worker | null;
    /** Every /api route with its declared access: the authorization matrix test reads it. */
    routeAccess: { method: string; url: string; access: string }[];
  }
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  for (const subscribe of MODULE_HOOKS) subscribe(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client that stalls mid-request (an upload left hanging) is cut off after 5 minutes: enough for 10 MB files
    // over a slow line, and no connection or staged upload is held for ever.
    requestTimeout: 5 * 60_000,
    // Per-request lines only when debugging: at info level they would cost more than the requests themselves.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    // A path Fastify cannot route (bad percent-encoding, a parameter past its length) is refused before any hook
    // runs: answered in the API's own shape like every other refusal, not Fastify's English one.
    frameworkErrors: (error, _request, reply) => {
      reply.header('cache-control', 'no-store');
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
        return sendError(reply, 414, 'URL_TOO_LONG', 'Het adres van het verzoek is te lang');
      return sendError(reply, 400, 'BAD_REQUEST', 'Ongeldig adres in het verzoek');
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase({ ...config, log: (m) => app.log.info(m) }));
  const ownsDatabase = !options.database;
  await database.migrate();
  const storage = await createFileStorage(config.storage, { log: app.log });
  if (config.seedDemo && (await seedDemo(database.db, { storage, collect: config })))
    app.log.info('demo accounts and projects created (password Demo1234!)');

  const twoFactorKey = resolveTwoFactorKey(config, app.log);
  const ctx: AppContext = {
    db: database.db,
    database,
    config,
    log: app.log,
    storage,
    twoFactorKey,
    lifecycle: { draining: false },
  };
  app.decorate('ctx', ctx);
  // A public APP_URL with demo accounts that still have the published password: warned about (decision 0011).
  await checkDemoAccountsAtStart(ctx);
  // Requests attached to unverified accounts before proof of address was required go to their mailbox's owner.
  await releaseUnprovenAccountsAtStart(ctx);

  const routeAccess: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', routeAccess);
  // Deny by default: an /api route without an access rule is a programming error caught at start-up.
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
    if (route.config?.access) {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          routeAccess.push({ method, url: route.url, access: describeAccess(route.config.access) });
      }
      route.schema = { ...route.schema, description: `Toegang: ${describeAccess(route.config.access)}` };
    }
  });

  // Google's Places script is allowed only when a key is configured (address autocomplete).
  const maps = config.googleMapsApiKey ? GOOGLE_MAPS_ORIGINS : NO_ORIGINS;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...maps.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...maps.style],
        imgSrc: ["'self'", 'data:', 'blob:', ...maps.img],
        connectSrc: ["'self'", ...maps.connect],
        fontSrc: ["'self'", 'data:', ...maps.font],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
  });
  // API answers carry personal data: no browser, proxy or back-forward cache may keep them. Set before anything
  // else runs, so errors and refusals carry it too; a route may still say 'private, no-store' for a download.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  await app.register(fastifyCookie);
  await app.register(errorsPlugin);
  await app.register(browserNavigation);
  await app.register(readRetry);
  await app.register(originCheck, { appOrigin: config.appOrigin });
  await app.register(sessionPlugin, { ctx });
  await app.register(safeInput);
  // Before the modules, so that its timing hook sees every route.
  await app.register(metricsPlugin, { ctx });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Woonportaal API',
        version: '1.0.0',
        description: 'Alle fouten: { code, error, message, fieldErrors? } (schema ErrorResponse)',
      },
      servers: [{ url: config.appUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: documentErrorResponses,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  for (const module of MODULES) await app.register(module, { ctx });

  const webServed = config.serveWeb && registerWeb(app);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !path.extname(url);
    // The web app's own routes (/dashboard, /project/…) are client-side: they get index.html.
    if (webServed && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(reply, 404, 'NOT_FOUND', NOT_FOUND);
  });

  let transport: MailTransport | null = null;
  let mailWorker: Worker | null = null;
  let cleanup: Worker | null = null;
  let overdue: Worker | null = null;
  let orphanFiles: Worker | null = null;
  let creditedPayments: Worker | null = null;
  let appointmentReminders: Worker | null = null;
  let backup: Worker | null = null;
  if (options.workers !== false) {
    transport = createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      storage,
      log: app.log,
    });
    const t = transport;
    mailWorker = startMailWorker(ctx, t, config.mailPollMs);
    cleanup = startCleanupLoop(ctx);
    overdue = startOverdueInvoicesLoop(ctx);
    orphanFiles = startOrphanFilesLoop(ctx);
    creditedPayments = startCreditedPaymentsLoop(ctx);
    appointmentReminders = startAppointmentRemindersLoop(ctx);
    backup = startBackupLoop(ctx);
  }
  app.decorate('mailWorker', mailWorker);

  app.addHook('onClose', async () => {
    // Work started after an answer (forgot-password's mail) finishes before the workers and the database stop.
    await settleDetached();
    await mailWorker?.stop();
    await cleanup?.stop();
    await overdue?.stop();
    await orphanFiles?.stop();
    await creditedPayments?.stop();
    await appointmentReminders?.stop();
    await backup?.stop();
    transport?.close();
    if (ownsDatabase) await database.close();
  });
  return app;
}

/** The built web app, hashed assets cached for a year. False when there is no build to serve. */
function registerWeb(app: FastifyInstance): boolean {
  const root = webDistFolder();
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`no built web app in ${root}: run npm run build`);
    return false;
  }
  app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  return true;
}
