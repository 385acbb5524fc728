import { z } from 'zod';
import { defineOperation } from '../../core/operation';
import type { Permission } from '../../menu/permissions';

/**
 * The onboarding checklist (issue 28, `/onboarding`): the first things a new merchant does, in order,
 * each with the right an account needs to take it. An account is shown the steps its rights allow.
 */
export const ONBOARDING_STEPS = [
  /** A SKU created (by hand or imported). */
  { step: 'sku', permission: 'product' },
  /** An inbound booking submitted (any status past Draft, withdrawn and voided ones too). */
  { step: 'inbound', permission: 'inbound' },
  /** A top-up received by finance (its money reached the balance). */
  { step: 'top_up', permission: 'topup' },
  /** An API key created or a shop connected (the plugins page). */
  { step: 'integration', permission: 'integration' },
  /** An order shipped by the warehouse. */
  { step: 'order', permission: 'order' },
] as const satisfies readonly { step: string; permission: Permission }[];

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]['step'];
export const onboardingStepSchema = z.enum(
  ONBOARDING_STEPS.map((s) => s.step) as [OnboardingStep, ...OnboardingStep[]],
);

export const getOnboarding = defineOperation({
  id: 'dashboard.getOnboarding',
  method: 'GET',
  shows: ['products', 'inbound', 'topUps', 'apiKeys', 'shops', 'orders'],
  path: '/api/ucenter/dashboard/getOnboarding',
  summary:
    "The onboarding checklist: the first steps the account's rights allow, in order, each done or not from the merchant's records (a SKU-limited account counts its own SKUs' records).",
  auth: 'user',
  permission: 'account',
  response: z.object({
    steps: z.array(z.object({ step: onboardingStepSchema, done: z.boolean() })),
  }),
});
