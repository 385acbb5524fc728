import { validationMessage } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { apiLang } from '../../../shared/i18n/languages';
import type { ImageFileProblem } from './image-file-check';

/** A wrong type reads as the contract's own image message, the one the server gives for an image URL. */
export function useImageProblemText(): (problem: ImageFileProblem) => string {
  const { t, i18n } = useTranslation();
  return (problem) =>
    problem === 'type' ? validationMessage('v.imageSuffix', apiLang(i18n.language)) : t('productForm.image.tooLarge');
}
