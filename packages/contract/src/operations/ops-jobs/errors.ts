import { defineErrors } from '../../core/error-codes';

/** Refusals of the scheduled-jobs staff API (1320–1339). */
export const opsJobsErrors = defineErrors({
  JOB_NOT_FOUND: { code: 1320, status: 404, en: 'No scheduled job has this name', zh_CN: '没有该名称的定时任务' },
  JOB_RUNNING: {
    code: 1321,
    status: 200,
    en: 'The job is running now (on this or another instance): try again when it has finished',
    zh_CN: '该任务正在运行（本实例或其他实例）：请在其结束后重试',
  },
});
