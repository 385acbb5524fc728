export { currentPlatformType, storePlatformType } from './platform-store';
export { DEFAULT_PLATFORM, type PlatformType, toPlatformType } from './platform-type';
export { PLATFORM_VARIANTS, type PlatformVariant, privacyPolicyUrl } from './platform-variants';
export { type Platform, usePlatform } from './use-platform';
export { usePlatformHead } from './use-platform-head';
