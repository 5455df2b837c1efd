# syntax=docker/dockerfile:1
# docker-compose.yml's `postgres` and `postgres-backup`: the official PostgreSQL image plus WAL-G, which archives every
# WAL segment to the backup bucket and takes the daily base backups (docs/operations.md, "Backups and restore").
# Build from this folder: docker build -f postgres.Dockerfile docker/
#
# WAL-G's release for each architecture, refused unless its SHA-256 matches: a new version moves with both sums.
ARG TARGETARCH

FROM scratch AS wal-g-amd64
ADD --checksum=sha256:ce382535fb3a59f07fd3ae02e96a039764ac490de49abfb3564fec36d65fafbc \
  https://github.com/wal-g/wal-g/releases/download/v3.0.8/wal-g-pg-24.04-amd64.tar.gz /wal-g.tar.gz

FROM scratch AS wal-g-arm64
ADD --checksum=sha256:6789fcaecef1b3e0bfdf9d494460fa301f9c9afcf055d25ecc73a769d87dc156 \
  https://github.com/wal-g/wal-g/releases/download/v3.0.8/wal-g-pg-24.04-aarch64.tar.gz /wal-g.tar.gz

FROM wal-g-${TARGETARCH} AS wal-g

# The PostgreSQL major of the volumes compose already runs (a new major needs pg_upgrade, not a new image). Debian trixie:
# WAL-G's Ubuntu 24.04 build needs glibc 2.39 or newer. jq reads `wal-g backup-list --json` in postgres-backup.sh.
FROM postgres:17-trixie
RUN apt-get update && apt-get install -y --no-install-recommends jq && rm -rf /var/lib/apt/lists/*
RUN --mount=from=wal-g,source=/wal-g.tar.gz,target=/tmp/wal-g.tar.gz \
  mkdir /tmp/wal-g && tar -xzf /tmp/wal-g.tar.gz -C /tmp/wal-g \
  && install -m 0755 /tmp/wal-g/wal-g-pg-24.04-* /usr/local/bin/wal-g && rm -rf /tmp/wal-g \
  && wal-g --version
# Where a restore moves the data it replaces (a volume of its own, mounted here; a new volume takes this owner).
RUN install -d -o postgres -g postgres -m 0700 /var/lib/postgresql/replaced
