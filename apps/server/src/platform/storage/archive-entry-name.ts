/** `name.ext`, or `name (2).ext` when the name is already in the archive (case-insensitive). */
export function uniqueEntryName(fileName: string, taken: Set<string>) {
  let candidate = fileName;
  const dot = fileName.lastIndexOf(".");
  const [stem, extension] =
    dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ""];
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) {
    candidate = `${stem} (${copy})${extension}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}
