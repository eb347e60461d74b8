import type { ProjectDetail } from '@shared/projects/schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { errorText, isNetworkError, isNotFoundError } from '@web/lib/api-client';
import { ArrowLeft, FileQuestion, RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProject } from '../api/get-project';

/**
 * Loads GET /api/projects/{idOrRef} and renders `children(project)`; a skeleton while loading and a clear Dutch
 * error state when the project cannot be loaded: not found or not the caller's (404), or any
 * other failure with 'Opnieuw proberen'.
 */
export function ProjectGate({
  idOrRef,
  children,
}: {
  idOrRef: string;
  children: (project: ProjectDetail) => ReactNode;
}) {
  const project = useProject(idOrRef);
  if (!idOrRef.trim()) return <ProjectNotFound />;
  if (project.isSuccess) return children(project.data);
  if (project.isError) {
    return isNotFoundError(project.error) ? (
      <ProjectNotFound />
    ) : (
      <ProjectLoadError
        error={project.error}
        retrying={project.isFetching}
        onRetry={() => void project.refetch()}
      />
    );
  }
  return <ProjectPageSkeleton />;
}

/**
 * The shape of the project page while it loads: the compact header, then the work (the workflow card with its
 * progress bar and steps) and the invoice, and the people beside them (last on a phone).
 */
export function ProjectPageSkeleton() {
  return (
    <div className="space-y-(--card-spacing)" role="status" aria-busy="true">
      <span className="sr-only">Project laden</span>
      <div className="space-y-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-3/4 max-w-md" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-28 rounded-full" />
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-5 w-32" />
        </div>
      </div>
      <div className="grid gap-(--card-spacing) lg:grid-cols-3">
        <div className="space-y-(--card-spacing) lg:col-span-2">
          <WorkflowCardSkeleton />
          <SkeletonCard lines={2} />
        </div>
        <div className="space-y-(--card-spacing)">
          <SkeletonCard lines={3} />
          <SkeletonCard lines={4} />
        </div>
      </div>
    </div>
  );
}

/** The workflow card: its title, the progress bar and the list of steps, each a number, a name and a badge. */
function WorkflowCardSkeleton() {
  return (
    <Card>
      <CardHeader>
        <Skeleton className="h-5 w-48" />
      </CardHeader>
      <CardContent className="grid gap-4">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-2 w-full rounded-full" />
        <div className="grid gap-3">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-7 shrink-0 rounded-full" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-5 w-24 shrink-0 rounded-full" />
            </div>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

function SkeletonCard({ lines }: { lines: number }) {
  return (
    <Card>
      <CardHeader>
        <Skeleton className="h-5 w-48" />
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className="space-y-1.5">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-4 w-40 max-w-full" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

function ErrorCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto max-w-lg" role="alert">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        {icon}
        <h1 className="text-xl font-semibold">{title}</h1>
        {children}
      </CardContent>
    </Card>
  );
}

function ProjectNotFound() {
  return (
    <ErrorCard
      icon={<FileQuestion className="size-12 text-primary" aria-hidden />}
      title="Opdracht niet gevonden"
    >
      <p className="text-sm text-muted-foreground">
        Deze opdracht bestaat niet of u heeft geen toegang tot deze opdracht.
      </p>
      <Button asChild className="mt-2">
        <Link to="/opdrachten">
          <ArrowLeft aria-hidden />
          Terug naar opdrachten
        </Link>
      </Button>
    </ErrorCard>
  );
}

function ProjectLoadError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const detail = isNetworkError(error)
    ? 'Controleer uw internetverbinding en probeer het opnieuw.'
    : errorText(error, 'Er ging iets mis aan onze kant. Probeer het opnieuw.');
  return (
    <ErrorCard
      icon={<TriangleAlert className="size-12 text-destructive" aria-hidden />}
      title="Het project kon niet worden geladen"
    >
      <p className="text-sm text-muted-foreground">{detail}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : <RefreshCw aria-hidden />}
          Opnieuw proberen
        </Button>
        <Button asChild variant="outline">
          <Link to="/opdrachten">Terug naar opdrachten</Link>
        </Button>
      </div>
    </ErrorCard>
  );
}
