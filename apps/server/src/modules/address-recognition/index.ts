/**
 * The address-recognition module's public surface: `recognizeAddress` reads the recipient fields from
 * an address pasted as it came (paste-to-parse on the order form). Pure and synchronous: it holds no
 * data and serves no route of its own (the order module's `order.recognizeAddress` calls it).
 */
export { RECOGNIZE_TEXT_MAX, type RecognizedAddress, recognizeAddress } from './recognize-address';
