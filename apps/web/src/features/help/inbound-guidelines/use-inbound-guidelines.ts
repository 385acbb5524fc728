import { help } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../../shared/api/call-operation';
import { operationKey } from '../../../shared/api/use-operation';
import { apiLang } from '../../../shared/i18n/languages';

/**
 * Every warehouse's inbound guidelines in the language shown: the reply is written in the request's
 * language, so the language is part of the key and a switch reads them again.
 */
export function useInboundGuidelines() {
  const { i18n } = useTranslation();
  const lang = apiLang(i18n.language);
  return useQuery({
    queryKey: [...operationKey(help.getInboundGuidelines, {}), lang],
    queryFn: () => callOperation(help.getInboundGuidelines, { query: {} }),
  });
}
