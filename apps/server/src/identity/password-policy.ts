import { createRequire } from 'node:module';
import type { ValidationMessageKey } from '@portal/contract';
import { AppError } from '../kernel/app-error';
import type { AccountRow, CustomerRow } from './identity-tables';

/** What a new password must not be built from: the account's address and the names it goes by. */
export interface PasswordContext {
  email: string;
  names: string[];
}

/** Shorter words turn up by chance inside good passwords ("ann", "li"); longer ones are a choice. */
const MIN_CONTEXT_WORD = 4;

let common: Set<string> | undefined;

/**
 * About 49,000 passwords seen most often in public breach lists, as zxcvbn-ts ships them
 * (@zxcvbn-ts/language-common, MIT). Compared without case: "Password1" is "password1". Loaded at
 * the first new password, not at start: the package decompresses all its word lists when loaded
 * (35 ms and several MB that a server which sets no password never needs).
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as {
      dictionary: Record<'passwords-common', string[]>;
    };
    common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  }
  return common;
}

/**
 * Why a new password is refused (NIST SP 800-63B 3.1.1.2: breached and common values, and words
 * of the account's own context), or null. The length and letter-and-digit rule is the contract's.
 */
export function weakPasswordReason(password: string, context: PasswordContext): ValidationMessageKey | null {
  const folded = password.normalize('NFKC').toLowerCase();
  if (commonPasswords().has(folded)) return 'v.passwordCommon';
  if (contextWords(context).some((word) => folded.includes(word))) return 'v.passwordPersonal';
  return null;
}

function contextWords({ email, names }: PasswordContext): string[] {
  const local = email.toLowerCase().split('@')[0] ?? '';
  const words = [local, ...local.split(/[^\p{L}\p{N}]+/u)];
  for (const name of names) words.push(...name.normalize('NFKC').toLowerCase().split(/\s+/));
  return words.filter((word) => word.length >= MIN_CONTEXT_WORD);
}

/** The context of an existing account: its address, the person's names and the merchant's. */
export function accountPasswordContext(
  account: Pick<AccountRow, 'email' | 'first_name' | 'last_name'>,
  customer: Pick<CustomerRow, 'name' | 'company_name'> | undefined,
): PasswordContext {
  return {
    email: account.email,
    names: [account.first_name, account.last_name, customer?.company_name ?? '', customer?.name ?? ''],
  };
}

/** Refuses a weak new password with the reason under its form field. */
export function assertPasswordAllowed(password: string, context: PasswordContext, field: string): void {
  const reason = weakPasswordReason(password, context);
  if (reason) throw new AppError('VALIDATION_FAILED', { fields: [{ field, message: reason }] });
}
