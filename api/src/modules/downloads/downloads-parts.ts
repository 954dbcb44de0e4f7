import path from 'node:path';
import type { ShopSettings } from '@wallart/domain';
import type { AppConfig } from '../../config/app-config';
import type { IntegrationSettings } from '../../config/integration-settings';
import type { AuditRecorder } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import { createDigitalFiles } from './digital-files';
import { createDownloadLinks } from './download-links';
import { createDownloadsService } from './downloads.service';
import { createLocalPrivateFiles } from './private-files';
import { createS3PrivateFiles } from './s3-private-files';

export interface DownloadsPartsDeps {
  config: Pick<AppConfig, 'sequelize' | 'dataDir' | 'jwtSecret'>;
  /** With the images in S3, private files go to its bucket's `private/`. */
  settings: Pick<IntegrationSettings, 'storage' | 'now'>;
  audit: AuditRecorder;
  shopSettings: { read(): Promise<ShopSettings> };
  publicUrl: string;
}

/** Digital artwork's parts (PRODUCT §13): the private files, staff's uploads, the downloads. */
export function createDownloadsParts({ config, settings, ...deps }: DownloadsPartsDeps) {
  const privateFiles =
    settings.storage.driver === 's3'
      ? createS3PrivateFiles(settings.storage)
      : createLocalPrivateFiles(path.join(config.dataDir, 'private-files'));
  const audited = createAuditedWrites({ sequelize: config.sequelize, audit: deps.audit });
  return {
    privateFiles,
    digitalFiles: createDigitalFiles(audited, privateFiles),
    downloads: createDownloadsService({
      links: createDownloadLinks(config.jwtSecret),
      readSettings: deps.shopSettings.read,
      now: settings.now,
      publicUrl: deps.publicUrl,
    }),
  };
}
