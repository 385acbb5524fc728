import type { ContentOf, Country, common } from '@portal/contract';
import type { BasicConfigRepository } from '../../platform/basic-config-repository';
import type { CommonRepository } from './common-repository';

/** project_type of the merchant client app in the app-version records. */
const CLIENT_APP_PROJECT = 1;

const byEnglishName = new Intl.Collator('en', { sensitivity: 'base' });

export class CommonService {
  constructor(
    private readonly repository: CommonRepository,
    private readonly basicConfig: BasicConfigRepository,
    private readonly publicUrl: string,
    private readonly appDownloadUrl: string | null,
  ) {}

  /**
   * The merchant client app (project 1) is downloaded from the configured APP_DOWNLOAD_URL, with
   * the newest version on record; nothing is offered when no link is configured, rather than a
   * link to a file the portal does not have.
   */
  async appNewVersion(projectType: number): Promise<ContentOf<typeof common.getAppNewVersion>> {
    if (projectType !== CLIENT_APP_PROJECT || !this.appDownloadUrl) return { android_version_info: null };
    const row = await this.repository.newestAppVersion(projectType, 'android');
    return {
      android_version_info: { version: row?.version ?? '', app_download_link: this.absolute(this.appDownloadUrl) },
    };
  }

  /** Only `max_upload_size` is public; its value is in MB. */
  async basicConfigValue(name: 'max_upload_size'): Promise<ContentOf<typeof common.getBasicConfigValue>> {
    const max = await this.basicConfig.maxUploadMb();
    return { cfg_name: name, value: String(max), max };
  }

  /** Sorted here, not in SQL: the engines collate accented names (Åland, Côte d'Ivoire) differently. */
  async countries(): Promise<Country[]> {
    const rows = await this.repository.countries();
    return rows.sort((a, b) => byEnglishName.compare(a.name_en, b.name_en));
  }

  /** The QR code in the app-download modal must carry a full URL a phone can open. */
  private absolute(link: string): string {
    if (/^https?:\/\//i.test(link)) return link;
    return `${this.publicUrl}${link.startsWith('/') ? '' : '/'}${link}`;
  }
}
