import { opsContent } from '@portal/contract';
import type { Core } from '../../core';
import { route } from '../../http/route';
import { sendXlsx } from '../../http/send-file';
import { exportFileName, exportWorkbookOf, STAFF_EXPORT_OWNER } from '../../platform/export/export-workbook';
import type { SurveyRepository } from './survey-repository';
import { surveyAnswersSheet } from './survey-sheet';
import { SurveyStaffService } from './survey-staff-service';

/** Staff's survey campaigns (part of `opsContent`): open, close, list, read and export the answers. */
export function opsSurveyRoutes(core: Core, repository: SurveyRepository) {
  const service = new SurveyStaffService(core, repository);
  return [
    route(opsContent.openSurveyCampaign, ({ actor, body }) => service.open(actor, body)),
    route(opsContent.closeSurveyCampaign, ({ actor, body }) => service.close(actor, body.id)),
    route(opsContent.getSurveyCampaigns, ({ query }) => service.campaigns(query)),
    route(opsContent.getSurveyAnswers, ({ query }) => service.answers(query)),
    route(opsContent.exportSurveyAnswers, async ({ query, lang, reply }) => {
      let campaign: Awaited<ReturnType<SurveyStaffService['matching']>>['campaign'] | undefined;
      const file = await exportWorkbookOf(core, STAFF_EXPORT_OWNER, {
        load: async (limit) => {
          const found = await service.matching(query.campaign_id, limit);
          campaign = found.campaign;
          return found;
        },
        sheets: (rows) => (campaign ? [surveyAnswersSheet(campaign, rows, lang)] : []),
      });
      const prefix = campaign?.kind === 'customs' ? 'CustomsSurvey' : 'TaxOpinions';
      sendXlsx(reply, { fileName: exportFileName(`${prefix}-${query.campaign_id}`, core.clock.now()), file });
    }),
  ];
}
