/** Gatsby's output without its terminal colour and cursor codes. */
// eslint-disable-next-line no-control-regex -- ESC starts the terminal codes removed here
export const plainText = (text: string) => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');

/** Minified code Gatsby quotes around an error (wrapped to the terminal's width): long and spaceless. */
const isQuotedCode = (line: string) => {
  const text = line.trim();
  return text.length > 240 || (text.length >= 60 && text.split(' ').length <= 2);
};

/** A stack frame or a code frame: where an error's message ends. */
const isFrame = (line: string) => /^\s*(- |at |\d+ \||\|)/.test(line) || /^\s*>\s*\d+ \|/.test(line);

/**
 * Why a build failed, in one sentence an editor can act on: the paragraph under Gatsby's last
 * `ERROR` heading (` ERROR  UNKNOWN`, ` ERROR #85923  GRAPHQL`), its lines wrapped to 80 columns
 * joined; or its last `error …` line when it wrote to no terminal; or else the last `Error:` line
 * with the lines Gatsby wrapped it onto.
 */
export function failureReason(output: string): string {
  const lines = plainText(output).split('\n');
  const paragraphAfter = (start: number) => {
    const taken: string[] = [];
    for (const line of lines.slice(start)) {
      if (!line.trim()) {
        if (taken.length) break;
        continue;
      }
      if (isFrame(line)) break;
      taken.push(line.trim());
    }
    return taken.join(' ').replace(/\s+/g, ' ').trim();
  };
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const heading = /^\s*ERROR(\s+(#\d+|[A-Z_.]+))*\s*$/.exec(lines[index]!);
    if (heading) {
      const reason = paragraphAfter(index + 1);
      if (reason) return reason;
    }
  }
  // Without a terminal (CI=true, or output piped), Gatsby's reporter prints `error <message>` lines.
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const match = /^error\s+(\S.*)$/.exec(lines[index]!);
    if (!match || /^#\d+/.test(match[1]!)) continue;
    const taken = [match[1]!.trim()];
    for (const line of lines.slice(index + 1)) {
      if (!line.trim() || /^(success|info|warn|warning|error|failed|verbose)\s/.test(line) || isFrame(line)) break;
      taken.push(line.trim());
    }
    return taken.join(' ').replace(/\s+/g, ' ');
  }
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const match = /^\s*(?:[A-Za-z]*Error|ERROR):\s*(.*)$/.exec(lines[index]!);
    if (match) return paragraphAfter(index).replace(/^(?:[A-Za-z]*Error|ERROR):\s*/, '');
  }
  return (
    lines
      .filter((line) => line.trim())
      .pop()
      ?.trim() ?? 'The build failed without saying why'
  );
}

/** The end of a failed build's output, readable: no colour codes, no quoted minified code, no blank runs. */
export function outputTail(output: string, count = 40): string {
  return plainText(output)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => !isQuotedCode(line) && !/^\s*[\^|]\s*$/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .split('\n')
    .slice(-count)
    .join('\n');
}
