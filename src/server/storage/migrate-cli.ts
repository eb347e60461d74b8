// npm run storage:migrate: copies DATA_DIR/uploads into the configured S3 bucket (migrate.ts). Exit code 0 when every
// file is in the bucket, 1 when refused or when a file could not be copied (run it again: it resumes).
import { runStorageMigrate } from './migrate';

process.exitCode = await runStorageMigrate();
