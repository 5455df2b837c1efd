#!/bin/sh
# The ledger's property test (libs/office/admin/src/ledger.property.int-spec.ts) over many more sequences than the suite
# draws: LEDGER_RUNS runs of up to LEDGER_STEPS steps from LEDGER_SEED (a failure names the seed to replay it with).
# Usage: scripts/ledger-property.sh [runs] [steps] [seed]
set -e
cd "$(dirname "$0")/.."
export LEDGER_RUNS="${1:-200}" LEDGER_STEPS="${2:-16}" LEDGER_SEED="${3:-$(date +%s)}"
echo "ledger property: $LEDGER_RUNS runs of up to $LEDGER_STEPS steps, seed $LEDGER_SEED"
exec npm test -- --suite integration -- ledger.property
