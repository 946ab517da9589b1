import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import type { Finding } from './html-checks';

/**
 * JSON-LD against schema.org: every block is type-checked as `WithContext<Thing>` from schema-dts
 * (schema.org's vocabulary as TypeScript types), so an unknown type, a property the type does not
 * have or a value of the wrong kind is an error; then the properties search engines require for
 * each rich result are checked by hand.
 */

export interface PageBlocks {
  path: string;
  blocks: unknown[];
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** What Google's rich results need of each type we publish (beyond schema.org's own rules). */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url'],
  ContactPoint: ['telephone', 'contactType'],
  AggregateRating: ['ratingValue', 'reviewCount'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Service: ['name', 'provider'],
};

function requiredProblems(node: Node, where: string, findings: string[]): void {
  const type = node['@type'];
  for (const property of typeof type === 'string' ? (REQUIRED[type] ?? []) : []) {
    const value = node[property];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
      findings.push(`${where}: ${type} without ${property}`);
  }
  for (const value of Object.values(node)) {
    for (const child of list(value)) if (isNode(child)) requiredProblems(child, where, findings);
  }
}

export interface JsonLdReport {
  blocks: number;
  types: Map<string, number>;
  findings: Finding[];
}

export function checkJsonLd(pages: PageBlocks[], scratchDir: string): JsonLdReport {
  const types = new Map<string, number>();
  const findings: Finding[] = [];
  const entries: { path: string; node: Node; line: number }[] = [];
  let source = "import type { Thing, WithContext } from 'schema-dts';\n";
  let line = 1;
  for (const page of pages) {
    for (const block of page.blocks) {
      for (const node of isNode(block) && Array.isArray(block['@graph']) ? block['@graph'] : [block]) {
        if (!isNode(node)) {
          findings.push({ path: page.path, problem: 'a JSON-LD block that is not an object' });
          continue;
        }
        const type = String(node['@type'] ?? '(no @type)');
        types.set(type, (types.get(type) ?? 0) + 1);
        const text = JSON.stringify({ '@context': 'https://schema.org', ...node }, null, 1);
        entries.push({ path: page.path, node, line });
        source += `export const block${entries.length}: WithContext<Thing> = ${text};\n`;
        line += text.split('\n').length;
        const missing: string[] = [];
        requiredProblems(node, type, missing);
        for (const problem of missing) findings.push({ path: page.path, problem });
      }
    }
  }
  fs.mkdirSync(scratchDir, { recursive: true });
  const file = path.join(scratchDir, 'json-ld-blocks.ts');
  fs.writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    moduleResolution: ts.ModuleResolutionKind.Node10,
  });
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const at =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
        : 0;
    const entry = [...entries].reverse().find((candidate) => candidate.line <= at) ?? entries[0];
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0];
    findings.push({
      path: entry?.path ?? file,
      problem: `${String(entry?.node['@type'] ?? 'JSON-LD')} is not valid schema.org: ${message}`,
    });
  }
  return { blocks: entries.length, types, findings };
}
