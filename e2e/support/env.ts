// How global setup hands the running system to the test workers: environment variables set in the runner
// before the workers start (Playwright passes the runner's environment on to them).
export const E2E_ENV = {
  baseURL: 'WOON_E2E_BASE_URL',
  mailDir: 'WOON_E2E_MAIL_DIR',
  smtpUrl: 'WOON_E2E_SMTP_URL',
  dataDir: 'WOON_E2E_DATA_DIR',
  serverLog: 'WOON_E2E_SERVER_LOG',
} as const;

export interface E2eRuntime {
  baseURL: string;
  mailDir: string;
}

export function e2eRuntime(): E2eRuntime {
  const baseURL = process.env[E2E_ENV.baseURL];
  const mailDir = process.env[E2E_ENV.mailDir];
  if (!baseURL || !mailDir) {
    throw new Error(
      `${E2E_ENV.baseURL}/${E2E_ENV.mailDir} are not set: run the specs through playwright.config.ts, whose ` +
        'global setup (e2e/support/global-setup.ts) starts the server and the SMTP sink.',
    );
  }
  return { baseURL, mailDir };
}
