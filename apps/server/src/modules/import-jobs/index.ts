/** The import-jobs module's public surface: what every import shares (the failed-rows download). */
export { importJobsModule } from './routes';
