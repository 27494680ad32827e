import { cpus, loadavg, totalmem } from 'node:os';
import type pg from 'pg';
import { checkPassed, type Check, type Measure, type ScenarioResult } from './measures/measure';
import { median, percentile } from './stats';

export interface Machine {
  date: string;
  cpu: string;
  memory: string;
  node: string;
  postgres: string;
  /** 1, 5 and 15 minute load averages when the bench started: other work on the machine shows here. */
  load: string;
}

/** Read before the bench loads the machine itself. */
export const loadAtStart = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

export async function machineFacts(client: pg.Client, load: string): Promise<Machine> {
  const { rows } = await client.query<{ version: string }>('SELECT version()');
  const cores = cpus();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cpu: `${cores.length} cores, ${cores[0]?.model.trim() ?? 'unknown'}`,
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    postgres: rows[0].version,
    load,
  };
}

const ms = (value: number) => value.toLocaleString('en', { maximumFractionDigits: value < 10 ? 2 : 0 });

function measureRow(measure: Measure): string {
  const server = median(measure.samples);
  const cells = [measure.name, String(measure.samples.length), ms(server), ms(percentile(measure.samples, 95))];
  if (measure.reference) {
    const plain = median(measure.reference.samples);
    cells.push(ms(plain), ms(percentile(measure.reference.samples, 95)), `${(server / plain).toFixed(1)}×`);
  } else {
    cells.push('–', '–', '–');
  }
  return `| ${cells.join(' | ')} |`;
}

const measuresTable = (measures: Measure[]) => [
  '| measure | runs | median ms | p95 ms | plain SQL median ms | plain SQL p95 ms | server / plain SQL |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...measures.map(measureRow),
];

function statementLines(measure: Measure): string[] {
  if (!measure.statements) return [];
  const { ms: total, count, top } = measure.statements;
  return [
    '',
    `Where the time of "${measure.name}" went (first run: ${ms(total)} ms, ${count.toLocaleString('en')} statements; the most expensive):`,
    '',
    '| statements | total ms | SQL (start) |',
    '|---:|---:|---|',
    ...top.map((group) => `| ${group.count.toLocaleString('en')} | ${ms(group.totalMs)} | \`${group.sql.slice(0, 140).replaceAll('|', '\\|')}\` |`),
  ];
}

const checkLine = (check: Check) =>
  `| ${check.name} | ${Number(check.server).toLocaleString('en')} | ${check.expected.toLocaleString('en')} | ${checkPassed(check) ? 'equal' : '**DIFFERENT**'} |`;

function checksSummary(checks: Check[]): string {
  const different = checks.filter((check) => !checkPassed(check)).length;
  const verdict = different === 0 ? 'all equal' : `**${different} different**`;
  return `${checks.length} figure checks, ${verdict} (repetitions that are equal are not listed):`;
}

function scenarioLines(scenario: ScenarioResult): string[] {
  return [
    `## ${scenario.title}`,
    '',
    ...scenario.facts.map((fact) => `- ${fact}`),
    '',
    ...(scenario.lines ? [...scenario.lines, ''] : []),
    ...(scenario.measures.length ? measuresTable(scenario.measures) : []),
    ...scenario.measures.flatMap(statementLines),
    '',
    checksSummary(scenario.checks),
    '',
    '| figure | server | expected | |',
    '|---|---:|---:|---|',
    ...scenario.checks.filter((check) => !check.repeated || !checkPassed(check)).map(checkLine),
    '',
  ];
}

/** The results as Markdown: machine, then per scenario the timings side by side and the figure checks. */
export function resultsMarkdown(machine: Machine, scenarios: ScenarioResult[], failures: string[]): string {
  return [
    '# Bench results',
    '',
    'Written by `npm run bench` (see bench/README.md). Times are wall times in milliseconds of real HTTP calls',
    'to the API in the same process (median and nearest-rank p95; with few runs p95 is the slowest run).',
    '',
    `- date: ${machine.date}`,
    `- machine: ${machine.cpu}, ${machine.memory} memory`,
    `- Node.js ${machine.node}`,
    `- ${machine.postgres}`,
    `- load average when the bench started (1, 5, 15 min): ${machine.load}`,
    '',
    ...scenarios.flatMap(scenarioLines),
    ...(failures.length > 0 ? ['## Failed', '', ...failures.map((failure) => `- ${failure}`), ''] : []),
  ].join('\n');
}
