/**
 * antd's static message, loaded on first use: toasts are rare, and /login should not download them
 * (nor antd's App wrapper) up front. The shell's pages use `App.useApp()` instead.
 */
const loadMessage = () => import('antd/es/message').then((m) => m.default);

export function toastError(text: string): void {
  void loadMessage().then((message) => message.error(text));
}

export function toastSuccess(text: string): void {
  void loadMessage().then((message) => message.success(text));
}
