import { auth, emailRule, errorMessage } from '@portal/contract';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { callOperation } from '../../shared/api/call-operation';
import { i18n } from '../../shared/i18n/i18n';
import { apiLang } from '../../shared/i18n/languages';

/**
 * Tells on leaving the email field that the address is already registered (spec 5, registration).
 * One question per address: the answer is kept, so submitting does not ask again. A failed check
 * lets the form through; the server refuses a taken email on submit anyway.
 */
export function useEmailTakenRule(): FormRule {
  return useMemo(() => {
    const answers = new Map<string, Promise<boolean>>();
    const isTaken = (email: string) => {
      let answer = answers.get(email);
      if (!answer) {
        answer = callOperation(auth.checkEmailIsExist, { body: { email }, silent: true }).then(
          (reply) => reply.is_exist === 1,
          () => {
            answers.delete(email);
            return false;
          },
        );
        answers.set(email, answer);
      }
      return answer;
    };
    return {
      validateTrigger: 'onBlur',
      validator: async (_rule, value: unknown) => {
        const parsed = emailRule.safeParse(value);
        // A malformed address is the format rule's to report.
        if (parsed.success && (await isTaken(parsed.data))) {
          throw new Error(errorMessage('EMAIL_EXISTS', apiLang(i18n.language)));
        }
      },
    };
  }, []);
}
