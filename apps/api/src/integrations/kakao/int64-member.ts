/**
 * The digits of an integer member of the top-level object, read from the JSON text itself:
 * Kakao ids are int64, and JSON.parse rounds anything above 2^53. Undefined when the member is
 * missing or not an integer. `json` must be valid JSON.
 */
export function topLevelIntegerText(json: string, key: string): string | undefined {
  const afterName = /\s*:\s*(-?\d+)\s*[,}]/y;
  let depth = 0;
  let i = 0;
  while (i < json.length) {
    const c = json[i];
    if (c === '"') {
      let end = i + 1;
      while (end < json.length && json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      end += 1;
      if (depth === 1 && JSON.parse(json.slice(i, end)) === key) {
        afterName.lastIndex = end;
        const match = afterName.exec(json);
        if (match) return match[1];
      }
      i = end;
      continue;
    }
    if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') depth -= 1;
    i += 1;
  }
  return undefined;
}
