/** Stage headlines, so whoever runs a script sees what it is doing. */
export const stage = (message: string) => process.stdout.write(`\n==> ${message}\n`);
export const note = (message: string) => process.stdout.write(`    ${message}\n`);
