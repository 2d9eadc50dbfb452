// Copies every file under DATA_DIR/uploads into the bucket of the S3_* settings, under the same
// key; a file already there unchanged is skipped, so the command can run again at any time.
// Database URLs are not rewritten: the shop redirects old /uploads/… addresses to the bucket's.
// Exit 0: every file is in the bucket; 1: some failed (listed); 2: could not copy.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createS3Bucket } from '../src/integrations/storage/s3';
import { describeError } from '../src/lib/logging';
import { copyUploads, progressLine } from '../src/ops/storage-copy';

async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const settings = config.storage.s3;
  if (!settings) {
    console.error('S3_BUCKET and S3_PUBLIC_URL (and the bucket keys) must be set to copy uploads.');
    return 2;
  }
  const root = path.join(config.dataDir, 'uploads');
  const bucket = createS3Bucket(settings);
  await bucket.check();
  console.log(`${root} → s3://${settings.bucket} (${settings.endpoint ?? settings.region})`);
  let shownAt = 0;
  const result = await copyUploads({
    root,
    bucket,
    onProgress: (progress) => {
      const done = progress.copied + progress.skipped + progress.failed.length;
      // A terminal redrawn ten times a second is enough to follow.
      if (done < progress.total && Date.now() - shownAt < 100) return;
      shownAt = Date.now();
      process.stderr.write(progressLine(progress));
    },
  });
  process.stderr.write('\n');
  for (const { key, error } of result.failed) console.error(`실패 ${key}: ${error}`);
  console.log(
    `파일 ${result.total.toLocaleString('ko-KR')}개: 복사 ${result.copied.toLocaleString('ko-KR')}, ` +
      `건너뜀 ${result.skipped.toLocaleString('ko-KR')}, 실패 ${result.failed.length.toLocaleString('ko-KR')}`,
  );
  return result.failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`storage copy failed: ${describeError(error)}`);
    process.exit(2);
  },
);
