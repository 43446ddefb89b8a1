import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, PutBucketPolicyCommand } from '@aws-sdk/client-s3';
import type { StoreConfig } from './config';
import { s3Client } from './storeTarget';

/**
 * What browsers may do with the published console: read its objects (GetObject on the published
 * folder), nothing else. Listing the bucket, writing and deleting stay with the release's own keys.
 */
export function anonymousReadPolicy(config: Pick<StoreConfig, 'bucket' | 'prefix'>) {
  const folder = config.prefix ? `${config.prefix}/*` : '*';
  return {
    Version: '2012-10-17',
    Statement: [
      {
        Sid: 'ConsoleAnonymousRead',
        Effect: 'Allow',
        Principal: '*',
        Action: ['s3:GetObject'],
        Resource: [`arn:aws:s3:::${config.bucket}/${folder}`],
      },
    ],
  };
}

/**
 * Creates the bucket if it is missing and sets its policy (anonymous read of the published folder)
 * and its CORS rule: the console's own origin may read, and no other (the page and its remotes are
 * on that one origin; the rule is for a CDN that forwards the Origin header).
 */
export async function prepareBucket(config: StoreConfig): Promise<void> {
  const client = s3Client(config);
  const exists = await client.send(new HeadBucketCommand({ Bucket: config.bucket })).then(
    () => true,
    () => false,
  );
  if (!exists) await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  await client.send(new PutBucketPolicyCommand({ Bucket: config.bucket, Policy: JSON.stringify(anonymousReadPolicy(config)) }));
  await client.send(
    new PutBucketCorsCommand({
      Bucket: config.bucket,
      CORSConfiguration: {
        CORSRules: [{ AllowedOrigins: [new URL(config.publicUrl).origin], AllowedMethods: ['GET', 'HEAD'], AllowedHeaders: ['*'], MaxAgeSeconds: 600 }],
      },
    }),
  );
}
