import { z } from 'zod';
import { countryCodeRule } from '../order/order-fields';
import { optionalText, requiredText } from './parcel-rules';

/**
 * A sender the merchant keeps for its parcels (the warehouse or shop it ships from). A pre-advice
 * names one by id and keeps a copy, so editing the address book later changes no parcel.
 */
export const senderInputSchema = z.object({
  /** How the address book lists it ("Shenzhen office"). */
  label: requiredText('v.required', 50),
  name: requiredText('v.firstName', 100),
  company: optionalText(100),
  phone: requiredText('v.phoneRequired', 30),
  email: z.union([z.literal(''), z.email({ message: 'v.email' }).max(120, { message: 'v.tooLong' })]).default(''),
  address1: requiredText('v.address1', 200),
  address2: optionalText(200),
  city: requiredText('v.city', 100),
  state: requiredText('v.state', 100),
  zip: requiredText('v.zip', 20),
  country: countryCodeRule,
});
export type SenderInput = z.input<typeof senderInputSchema>;

export const senderSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type Sender = z.infer<typeof senderSchema>;
