import { enFeatures } from '../../locales/en/features';
import { i18n } from './i18n';

// Imported by the signed-in area before any of its screens renders (and by the tests' render helper).
i18n.addResourceBundle('en', 'translation', enFeatures, true, false);
