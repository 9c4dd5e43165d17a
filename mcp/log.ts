/**
 * The MCP process's log. stdout carries only the MCP protocol (a stray line there breaks the
 * client), so every human-readable line goes to stderr, which MCP clients show in their logs.
 */
export type Log = (line: string) => void;

export function stderrLog(stream: NodeJS.WritableStream = process.stderr): Log {
  return (line) => {
    stream.write(`[quarry-mcp] ${line}\n`);
  };
}
