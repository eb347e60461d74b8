// What completing a step tells the project's consumer (the last step's 'afgerond' comes from the status change,
// projects/notices.ts). Dutch texts; the service writes them in the step's transaction.
import { type NamedProject, named } from '../projects/notices';

export const NOTICES = {
  stepCompleted: (
    project: Pick<NamedProject, 'type' | 'projectRef'>,
    step: { stepNumber: number; title: string },
  ) => ({
    title: `Stap voltooid: ${step.title}`,
    message: `Stap ${step.stepNumber} (${step.title}) van uw opdracht ${named(project)} is voltooid.`,
  }),
};
