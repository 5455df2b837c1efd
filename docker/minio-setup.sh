#!/bin/sh
# docker-compose.yml's one-shot `minio-setup`: the photos bucket and the apps' own MinIO user, the backups bucket and
# WAL-G's own MinIO user, each user allowed to put, get and delete its bucket's objects and to list it, nothing more
# (docs/operations.md, "Photos in object storage": without the listing, a missing photo reads as Access Denied rather
# than No Such Key). The photos bucket keeps each deleted or replaced photo as an older version for a while, so a
# restored database finds the photos its rows point to (docs/operations.md, "Backups and restore"). Safe to run on
# every start.
set -eu
mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"

# $1 bucket, $2 policy (named for the bucket), $3 user, $4 its secret.
bucket_with_user() {
  mc mb --ignore-existing "local/$1"
  cat >"/tmp/$2-policy.json" <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:PutObject", "s3:GetObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$1/*"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:ListBucket"],
      "Resource": ["arn:aws:s3:::$1"]
    }
  ]
}
POLICY
  mc admin policy create local "$2" "/tmp/$2-policy.json"
  mc admin user add local "$3" "$4"
  if ! mc admin policy entities local --user "$3" | grep -q "$2"; then
    mc admin policy attach local "$2" --user "$3"
  fi
}

bucket_with_user "$S3_BUCKET" champions-photos "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# A deleted photo stays as a noncurrent version for 35 days: longer ago than the oldest point a restore reaches (7
# daily base backups here; 4 weekly ones at most with the product's own backups).
mc version enable "local/$S3_BUCKET"
cat >/tmp/photos-lifecycle.json <<LIFECYCLE
{
  "Rules": [
    {
      "ID": "deleted-photos-kept-35-days",
      "Status": "Enabled",
      "Filter": { "Prefix": "" },
      "NoncurrentVersionExpiration": { "NoncurrentDays": 35 }
    }
  ]
}
LIFECYCLE
mc ilm rule import "local/$S3_BUCKET" </tmp/photos-lifecycle.json

bucket_with_user "$DB_BACKUP_BUCKET" champions-backups "$DB_BACKUP_ACCESS_KEY_ID" "$DB_BACKUP_SECRET_ACCESS_KEY"
