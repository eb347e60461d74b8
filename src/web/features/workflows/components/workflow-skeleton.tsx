/** The Stappenplan while its steps load: the shape of the progress bar and the list, no 'Loading...'. */
export function WorkflowSkeleton() {
  return (
    <div role="status" aria-label="Stappenplan laden" className="grid grid-cols-1 animate-pulse gap-4">
      <div className="flex justify-between">
        <div className="h-5 w-48 rounded bg-muted" />
        <div className="h-4 w-24 rounded bg-muted" />
      </div>
      <div className="h-2 w-full rounded-full bg-muted" />
      <div className="flex gap-1.5">
        {[1, 2, 3, 4, 5].map((n) => (
          <div key={n} className="size-8 rounded-full bg-muted" />
        ))}
      </div>
      {[1, 2, 3].map((n) => (
        <div key={n} className="flex items-start gap-3 rounded-lg border border-border p-3">
          <div className="size-8 shrink-0 rounded-full bg-muted" />
          <div className="grid flex-1 gap-2">
            <div className="h-4 w-1/3 rounded bg-muted" />
            <div className="h-3 w-2/3 rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
