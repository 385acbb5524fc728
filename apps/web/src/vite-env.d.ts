/// <reference types="vite/client" />

/** Build-time configuration (`.env` files or the environment of `vite build`). */
interface ImportMetaEnv {
  /** Prefix of every API call; empty when the portal and the API share an origin. */
  readonly VITE_API_BASE?: string;
  /** `host=type` pairs: a page host listed here forces its platform variant (spec 1). */
  readonly VITE_PLATFORM_HOSTS?: string;
  /** `type=https://site` pairs overriding the public site of a variant (privacy-policy links). */
  readonly VITE_PLATFORM_SITES?: string;
}
