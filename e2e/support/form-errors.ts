import type { Locator } from '@playwright/test';

/**
 * The error messages a form item shows now. When one message replaces another, antd keeps the old one in the
 * page while it fades out (class `ant-form-show-help-item-leave`); counting it would make a check depend on
 * the animation's timing.
 */
export function shownErrors(formItem: Locator): Locator {
  return formItem.locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');
}
