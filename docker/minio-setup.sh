#!/bin/sh
# docker-compose.yml's one-shot `minio-setup`: the photos bucket, and the apps' own MinIO user allowed to put, get and
# delete its objects and to list it, nothing more (docs/operations.md, "Photos in object storage": without the listing,
# a missing photo reads as Access Denied rather than No Such Key). Safe to run on every start.
set -eu
mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "local/$S3_BUCKET"
cat > /tmp/photos-policy.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:PutObject", "s3:GetObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:ListBucket"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"]
    }
  ]
}
POLICY
mc admin policy create local champions-photos /tmp/photos-policy.json
mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
if ! mc admin policy entities local --user "$S3_ACCESS_KEY_ID" | grep -q champions-photos; then
  mc admin policy attach local champions-photos --user "$S3_ACCESS_KEY_ID"
fi
