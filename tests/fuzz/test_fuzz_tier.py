"""The CI fuzz tier (issue 18): a fixed seed over every kind of input the project reads.  Each case
runs in a worker process under a 1 GiB address-space limit; the oracle is in tests/fuzz/cases.py.
`make fuzz` runs the same cases in the thousands with any seed and prints the table."""
from tests.fuzz.cases import KINDS
from tests.fuzz.runner import bad, plan, run, table

SEED = 2026
CASES = 3000


def test_fuzz_tier_every_reader_refuses_cleanly_or_plays_on():
    results = run(plan(CASES, SEED, list(KINDS)), n_workers=2)
    text, total = table(results)
    print(text)
    assert total["cases"] == CASES
    findings = bad(results)
    assert not findings, "\n".join(f"{o} {j[0]}#{j[2]}: {d}" for j, o, _, d, _ in findings[:20])
    # every kind was exercised both ways: some inputs refused, some accepted and played
    for kind in KINDS:
        kinds = [r for r in results if r[0][0] == kind]
        assert any(r[1] == "error" for r in kinds), kind
