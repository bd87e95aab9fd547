#!/usr/bin/env python3
"""check-copy-source: our prose must not copy the previous Lit docs, checked on the Markdown sources.

    python3 scripts/check-copy-source.py [FILE ...]     (default: all content folders)

Writers run this while editing; the authoritative check runs on the build (npm run check:copy, which calls
../shared/integrity/copycheck.py). Same rule: a page fails when more than 5% of its 12-word runs of prose
(and at least 5 of them) appear verbatim in the old docs. Only hashes are compared; no old text is stored.
Prints file and share for each failing page; exits 1 if any.
"""
import gzip, hashlib, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HASHES = os.path.join(ROOT, '..', 'shared', 'integrity', 'lit-docs-shingles.gz')
ROOTS = ['docs', 'versioned_docs', 'learningLab', 'Ecosystem', 'blog', 'src/pages']
N = 12

def prose(text):
    text = re.sub(r'^---\n.*?\n---\n', '', text, flags=re.S)
    text = re.sub(r'^\s*(`{3,}|~{3,}).*?^\s*\1`*\s*$', ' ', text, flags=re.S | re.M)
    text = re.sub(r'^\s*(import|export)\s.*$', ' ', text, flags=re.M)
    text = re.sub(r'<[^>]+>', ' ', text)
    text = re.sub(r'\]\([^)]*\)', ']', text)
    return text

def shingles(text):
    w = re.findall(r'[a-z0-9]+', prose(text).lower())
    return {hashlib.sha1(' '.join(w[i:i + N]).encode()).digest()[:8] for i in range(len(w) - N + 1)}

def main(argv):
    raw = gzip.open(HASHES).read()
    ref = {raw[i:i + 8] for i in range(0, len(raw), 8)}
    files = argv or [os.path.join(d, f) for r in ROOTS for d, _, fs in os.walk(os.path.join(ROOT, r))
                     for f in fs if f.endswith(('.md', '.mdx'))]
    bad = 0
    for f in sorted(files):
        s = shingles(open(f, encoding='utf-8').read())
        if not s: continue
        h = len(s & ref)
        if h / len(s) > 0.05 and h >= 5:
            bad += 1
            print(f'{os.path.relpath(f, ROOT)}: {h / len(s):.0%} of its 12-word runs appear verbatim in the old Lit docs')
    print(f'check:copy-source: {len(files)} files, {bad} over the 5% limit')
    return 1 if bad else 0

if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
