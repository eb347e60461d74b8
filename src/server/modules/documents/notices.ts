// What an upload tells the project's consumer. Dutch texts; the service writes them in the upload's transaction.
import { type NamedProject, named } from '../projects/notices';

export const NOTICES = {
  documentsAdded: (project: Pick<NamedProject, 'type' | 'projectRef'>, files: { originalName: string }[]) =>
    files.length === 1
      ? {
          title: 'Nieuw document',
          message: `Er is een document toegevoegd aan uw opdracht ${named(project)}: ${files[0]!.originalName}.`,
        }
      : {
          title: 'Nieuwe documenten',
          message: `Er zijn ${files.length} documenten toegevoegd aan uw opdracht ${named(project)}.`,
        },
};
