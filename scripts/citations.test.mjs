// Every citation a newcomer meets opens: a "doc N §M" in a tracked source or documentation file names a
// section docs/requirements.md has (its heading "Doc N §M …" with the anchor doc-N-M), and no code cites
// what the repository does not hold: an issue tracker's number (the word and a number) or the design file that lives
// outside it ("ARCHITECTURE:"; the living design is docs/architecture.md). Each finding is named file:line.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const REQUIREMENTS = 'docs/requirements.md';
const CODE = /\.(ts|tsx|mts|cts|mjs|js|cjs|css)$/;
const SCANNED = /\.(ts|tsx|mts|cts|mjs|js|cjs|css|md)$/;

/** Between the parts of a citation that a comment wraps: white space and comment markers. */
const WRAP = String.raw`[\s*/#>]*`;
const SECTION = String.raw`§(\d+(?:\.\d+)*)`;
const SEPARATOR = String.raw`${WRAP}(,|and|or|und|–|-|to)${WRAP}`;
/** "doc 2 §5", "doc 2 §5, §7", "doc 2 §2–§5, §8", "doc 1\n * §4" (a citation wrapped by its comment). */
const CITATION = new RegExp(String.raw`\b[Dd]oc (\d+)${WRAP}${SECTION}((?:${SEPARATOR}§\d+(?:\.\d+)*)*)`, 'g');
const LATER = new RegExp(String.raw`(${SEPARATOR})?§(\d+(?:\.\d+)*)`, 'g');
/** A section sign on its own, "… of doc 1 §9 (and the timing values of §4 and §5)": of the doc cited last. */
const BARE = /§(\d+(?:\.\d+)*)/g;
const ISSUE = /\b[Ii]ssues? #?\d+/;
const ARCHITECTURE_FILE = /\bARCHITECTURE:/;

/** The sections requirements.md has: "1 §5", "2 §4", each heading carrying its anchor. */
export function sectionsOf(markdown) {
  const sections = new Set();
  const problems = [];
  const lines = markdown.split('\n');
  lines.forEach((line, i) => {
    const heading = /^#{2,4} Doc (\d+) §(\d+(?:\.\d+)*)\s+\S/.exec(line);
    if (!heading) return;
    const [, doc, number] = heading;
    const anchor = `doc-${doc}-${number.replaceAll('.', '-')}`;
    if (!lines[i - 1]?.includes(`<a id="${anchor}"></a>`)) {
      problems.push(`${REQUIREMENTS}:${i + 1}: the heading of doc ${doc} §${number} has no anchor <a id="${anchor}"></a> on the line before it`);
    }
    sections.add(`${doc} §${number}`);
  });
  return { sections, problems };
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** The citations in one file that point nowhere, and its lines citing what the repository does not hold. */
export function citationProblems(file, text, sections) {
  const problems = [];
  const cited = (doc, number, index) => {
    if (!sections.has(`${doc} §${number}`)) {
      problems.push(`${file}:${lineAt(text, index)}: doc ${doc} §${number} is not a section of ${REQUIREMENTS}`);
    }
  };
  // Where each citation names its document, so a later bare "§4" is read as that document's.
  const docAt = [];
  for (const match of text.matchAll(CITATION)) {
    const [whole, doc, first, rest] = match;
    docAt.push({ index: match.index, end: match.index + whole.length, doc });
    cited(doc, first, match.index + whole.indexOf('§'));
    let previous = Number(first);
    const restStart = match.index + whole.length - rest.length;
    for (const later of rest.matchAll(LATER)) {
      const [, , separator, number] = later;
      const index = restStart + later.index;
      if ((separator === '–' || separator === '-' || separator === 'to') && /^\d+$/.test(number)) {
        for (let between = previous + 1; between < Number(number); between += 1) cited(doc, String(between), index);
      }
      cited(doc, number, index);
      previous = Number(number);
    }
  }
  for (const match of text.matchAll(BARE)) {
    if (docAt.some(({ index, end }) => match.index >= index && match.index < end)) continue;
    const last = docAt.findLast(({ index }) => index < match.index);
    if (last) cited(last.doc, match[1], match.index);
    else problems.push(`${file}:${lineAt(text, match.index)}: §${match[1]} names no document (write "doc 1 §${match[1]}" or "doc 2 §${match[1]}")`);
  }
  if (CODE.test(file)) {
    text.split('\n').forEach((line, i) => {
      if (ISSUE.test(line)) {
        problems.push(`${file}:${i + 1}: cites an issue tracker's number; state the rule, or point to docs/architecture.md`);
      }
      if (ARCHITECTURE_FILE.test(line)) {
        problems.push(`${file}:${i + 1}: cites "ARCHITECTURE:", a file outside the repository; point to a section of docs/architecture.md`);
      }
    });
  }
  return problems;
}

const doc = (n, rest) => `doc ${n} ${rest}`;

test('requirements.md has a heading with its anchor for each of the nine sections of both documents', () => {
  const { sections, problems } = sectionsOf(readFileSync(path.join(root, REQUIREMENTS), 'utf8'));
  assert.deepEqual(problems, []);
  for (const n of [1, 2]) {
    for (let section = 1; section <= 9; section += 1) assert.ok(sections.has(`${n} §${section}`), `doc ${n} §${section} has no heading`);
  }
});

test('the check finds a citation that points nowhere, wrapped, listed or in a range, and a bare § of the doc cited last', () => {
  const headings = sectionsOf(['<a id="doc-1-1"></a>', '## Doc 1 §1 What it does', '<a id="doc-2-4"></a>', '## Doc 2 §4 States', '## Doc 2 §5 No anchor'].join('\n'));
  assert.deepEqual(headings.problems, [`${REQUIREMENTS}:5: the heading of doc 2 §5 has no anchor <a id="doc-2-5"></a> on the line before it`]);
  const sections = new Set(['1 §1', '2 §4']);
  const file = 'shared/src/x.ts';
  const problems = (text) => citationProblems(file, text, sections);
  assert.deepEqual(problems(`/** The rule (${doc(2, '§4')}, ${doc(1, '§1')}). */`), []);
  assert.deepEqual(problems(`// one\n// The rule (${doc(2, '§4, §7')}).`), [`${file}:2: doc 2 §7 is not a section of ${REQUIREMENTS}`]);
  assert.deepEqual(problems(`/**\n * The rule (doc 1\n * §3). */`), [`${file}:3: doc 1 §3 is not a section of ${REQUIREMENTS}`]);
  assert.deepEqual(problems(`// ${doc(2, '§4.2')}`), [`${file}:1: doc 2 §4.2 is not a section of ${REQUIREMENTS}`]);
  assert.deepEqual(problems(`// ${doc(3, '§1')}`), [`${file}:1: doc 3 §1 is not a section of ${REQUIREMENTS}`]);
  assert.deepEqual(problems(`// ${doc(1, '§1–§3')}`), [2, 3].map((n) => `${file}:1: doc 1 §${n} is not a section of ${REQUIREMENTS}`));
  assert.deepEqual(problems(`// ${doc(2, '§4')} (and the timing of §6)`), [`${file}:1: doc 2 §6 is not a section of ${REQUIREMENTS}`]);
  assert.deepEqual(problems('// the timing of §4'), [`${file}:1: §4 names no document (write "doc 1 §4" or "doc 2 §4")`]);
});

test('the check finds code citing an issue number or the design file outside the repository, not documentation', () => {
  const sections = new Set();
  const issue = `${'issue'} 19`;
  const architecture = `${'ARCHITECTURE'}: failure handling`;
  assert.equal(citationProblems('e2e/tests/a.spec.ts', `// fine\n// The attack suite (${issue}).`, sections)[0], 'e2e/tests/a.spec.ts:2: cites an issue tracker\'s number; state the rule, or point to docs/architecture.md');
  assert.match(citationProblems('shell/src/a.tsx', `/** A deadline (${architecture}). */`, sections)[0], /^shell\/src\/a\.tsx:1: cites "ARCHITECTURE:"/);
  assert.deepEqual(citationProblems('shell/src/a.ts', '// An issue of the payment provider, 19 times.', sections), []);
  assert.deepEqual(citationProblems('shell/README.md', `Measured in ${issue}.`, sections), []);
});

test('every citation in the tracked sources and documents opens, and no code cites an issue or ARCHITECTURE:', () => {
  const { sections } = sectionsOf(readFileSync(path.join(root, REQUIREMENTS), 'utf8'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    // This file is left out: its own cases plant the citations the check must find.
    .filter((file) => SCANNED.test(file) && file !== REQUIREMENTS && file !== 'scripts/citations.test.mjs');
  assert.ok(files.length > 500, `only ${files.length} files to scan: is this the repository's root?`);
  const problems = files.flatMap((file) => {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return []; // tracked but deleted in the work tree: nothing to cite from
    }
    return citationProblems(file, text, sections);
  });
  assert.deepEqual(problems, [], `${problems.length} citations point nowhere:\n${problems.join('\n')}`);
});
