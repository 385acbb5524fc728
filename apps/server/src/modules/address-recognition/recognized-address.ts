/**
 * The recipient fields `recognizeAddress` answers, named as the order's address fields; every field
 * is a string, empty when the text does not hold it. The rules of each field are in
 * `recognize-address.ts`.
 */
export interface RecognizedAddress {
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  house_number: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export function emptyAddress(): RecognizedAddress {
  return {
    first_name: '',
    last_name: '',
    company: '',
    phone: '',
    email: '',
    address1: '',
    address2: '',
    house_number: '',
    city: '',
    state: '',
    zip: '',
    country: '',
  };
}
