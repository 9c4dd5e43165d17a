import { useState } from 'react';
import { copyText } from '@/lib/export/deliver';

interface FixCommandsProps {
  commands: ReadonlyArray<{ system: string; command: string }>;
}

/** Commands that fix a problem, one per system, each with its own Copy button. */
export function FixCommands({ commands }: FixCommandsProps): React.JSX.Element {
  const [copied, setCopied] = useState('');
  return (
    <details className="fix-commands">
      <summary>Show the commands</summary>
      <ul>
        {commands.map(({ system, command }) => (
          <li key={system}>
            <span className="muted small">{system}</span>
            <pre>
              <code>{command}</code>
            </pre>
            <button
              type="button"
              className="small"
              aria-label={`Copy the command for ${system}`}
              onClick={() => void copyText(command).then(() => setCopied(system))}
            >
              {copied === system ? 'Copied' : 'Copy'}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
