import { auth } from '@portal/contract';
import { fieldMessage } from '../../shared/forms/zod-rules';

/**
 * What the login form needs from the contract, in a chunk of its own: the rules and the operation
 * bring zod, which /login loads on the first check or submit rather than before its first paint.
 */
export const loginOperation = auth.login;

export type LoginField = keyof typeof auth.loginRequest.shape;

/** The contract's message for one login field (the server's wording), or undefined when valid. */
export function loginFieldMessage(field: LoginField, value: string, label: string): string | undefined {
  return fieldMessage(auth.loginRequest.shape[field], value, { label });
}
