import { useId, useState } from 'react';
import { sendToBackground } from '@/lib/browser/send-message';
import { downloadText } from '@/lib/export/deliver';
import { describeRecipe } from '@/lib/recipes/describe';
import type { Recipe } from '@/lib/recipes/recipe';
import { confirmed } from '@/lib/recipes/service';
import { parseStoredRecipes, RECIPES_KEY } from '@/lib/recipes/store';
import { RadioChoices } from '../shared/radio-choices';
import type { Settings, SettingsPatch } from '@/lib/settings/settings';
import { useSavedChoice } from '@/lib/ui/use-saved-choice';
import { useStored } from '@/lib/ui/use-stored';
import { ErrorMessage } from '../shared/error-message';

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An import file larger than this is refused before it is read: an export of 200 recipes is far smaller. */
const MAX_IMPORT_BYTES = 5_000_000;

const CHOICES: Array<[Settings['recipes'], string]> = [
  ['auto', 'Learn recipes from model runs and use them on matching pages'],
  ['off', 'Off: every run goes to the model, nothing is learned'],
];

/** Recipes grouped by site (origin), the sites in name order. */
function bySite(recipes: Recipe[]): Array<[string, Recipe[]]> {
  const groups = new Map<string, Recipe[]>();
  for (const recipe of recipes) {
    const site = recipe.scope?.origin ?? 'No site';
    groups.set(site, [...(groups.get(site) ?? []), recipe]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Settings → Recipes: what Quarry learned per site — the prompt, every field and where it is
 * read — with delete, export and import. Everything here came from web pages or files, so it
 * is rendered as text.
 */
export function RecipesSection({
  settings,
  onSave,
}: {
  settings: Settings;
  onSave(patch: SettingsPatch): Promise<void>;
}): React.JSX.Element {
  const id = useId();
  const recipes = useStored(
    (key) => key === RECIPES_KEY,
    (items) => parseStoredRecipes(items[RECIPES_KEY]),
    [] as Recipe[],
  );
  const [status, setStatus] = useState('');
  /** An import that would remove the user's recipes, waiting for their answer. */
  const [pending, setPending] = useState<{ json: string; name: string; ask: string; room: number } | null>(null);
  const [error, setError] = useState('');

  const say = (text: string, failed = false): void => {
    setStatus(failed ? '' : text);
    setError(failed ? text : '');
  };

  const choice = useSavedChoice(settings.recipes, (recipes) => onSave({ recipes }));
  async function choose(value: Settings['recipes']): Promise<void> {
    say('');
    if (await choice.choose(value)) say('Saved. New runs use it.');
  }

  async function exportAll(): Promise<void> {
    const reply = await sendToBackground({ type: 'recipesExport' });
    if (!reply.ok) return say(reply.error, true);
    downloadText(reply.value.json, 'quarry-recipes.json', 'application/json');
    say(`Exported ${recipes.length} ${recipes.length === 1 ? 'recipe' : 'recipes'}.`);
  }

  async function importFile(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    // The same file may be chosen again after fixing it.
    input.value = '';
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES)
      return say(`${file.name}: too large to be a Quarry recipes export. Nothing was imported.`, true);
    await sendImport(await file.text(), file.name);
  }

  /** `replace` undefined: ask first when the import would remove recipes (nothing changes until answered). */
  async function sendImport(json: string, name: string, replace?: boolean): Promise<void> {
    setPending(null);
    const reply = await sendToBackground({
      type: 'recipesImport',
      json,
      ...(replace === undefined ? {} : { replace }),
    });
    if (!reply.ok) return say(`${name}: ${reply.error}`, true);
    if (reply.value.ask) {
      say('');
      setPending({ json, name, ask: reply.value.ask, room: reply.value.room ?? 0 });
      return;
    }
    const count = reply.value.imported;
    say(`Imported ${count} ${count === 1 ? 'recipe' : 'recipes'} from ${name}.`);
  }

  async function remove(recipe: Recipe, where: string): Promise<void> {
    const reply = await sendToBackground({ type: 'recipesDelete', id: recipe.id });
    if (!reply.ok) return say(reply.error, true);
    say(`Deleted the recipe for ${where}.`);
  }

  return (
    <section className="card recipes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Recipes</h2>
      <p className="muted small">
        After a model run with an output schema, Quarry learns where each value sits on the page (a recipe). Once a
        second page of the site confirms it, matching pages with the same prompt and schema are read by the recipe — no
        model, no tokens — after checks; a page that fails them goes to the model and the recipe is re-learned (healed).
      </p>
      <RadioChoices
        legend="Use recipes"
        choices={CHOICES}
        value={choice.value}
        onChoose={(value) => void choose(value)}
      />
      <div className="actions">
        <button type="button" onClick={() => void exportAll()} disabled={recipes.length === 0}>
          Export recipes
        </button>
        <input
          id={`${id}-import`}
          className="sr-only"
          type="file"
          accept="application/json,.json"
          aria-label="Import recipes"
          onChange={(e) => void importFile(e.currentTarget)}
        />
        <label htmlFor={`${id}-import`} className="button-like">
          Import recipes
        </label>
      </div>
      {pending && (
        <div
          className="card"
          role="alertdialog"
          aria-label="Import would remove recipes"
          aria-describedby={`${id}-ask`}
        >
          <p id={`${id}-ask`}>
            {pending.name}: {pending.ask}
          </p>
          <div className="actions">
            <button type="button" className="danger" onClick={() => void sendImport(pending.json, pending.name, true)}>
              Replace them
            </button>
            <button type="button" onClick={() => void sendImport(pending.json, pending.name, false)}>
              Keep mine, import {pending.room}
            </button>
            <button
              type="button"
              onClick={() => {
                setPending(null);
                say('Nothing was imported.');
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      <p className="muted" role="status">
        {status}
      </p>
      {error && <ErrorMessage text={error} />}
      {choice.error && <ErrorMessage text={choice.error} />}
      {recipes.length === 0 ? (
        <p className="muted">No recipes yet.</p>
      ) : (
        bySite(recipes).map(([site, group]) => (
          <section key={site} className="recipe-site" aria-label={`Recipes for ${site}`}>
            <h3>{site}</h3>
            {group.map((recipe) => (
              <RecipeCard key={recipe.id} recipe={recipe} onDelete={(where) => void remove(recipe, where)} />
            ))}
          </section>
        ))
      )}
    </section>
  );
}

function RecipeCard({ recipe, onDelete }: { recipe: Recipe; onDelete(where: string): void }): React.JSX.Element {
  const where = recipe.scope ? `${recipe.scope.origin}${recipe.scope.pathPattern}` : recipe.id;
  const pages = recipe.learnedFrom.length;
  return (
    <article className="recipe" aria-label={`Recipe for ${where}`}>
      <p className="recipe-scope">
        <strong>Pages:</strong> {where}
        {recipe.scope?.morePaths?.length ? <span> · also {recipe.scope.morePaths.join(', ')}</span> : null}
        {!confirmed(recipe) && <span className="muted"> · waiting for a second page to confirm it</span>}
      </p>
      {recipe.scope?.prompt && (
        <p className="recipe-prompt">
          <strong>Prompt:</strong> {recipe.scope.prompt}
        </p>
      )}
      <table className="recipe-fields">
        <caption className="sr-only">Fields of the recipe for {where} and where each is read</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Read from</th>
          </tr>
        </thead>
        <tbody>
          {describeRecipe(recipe).map((field) => (
            <tr key={field.name}>
              <th scope="row">
                {field.name}
                <span className="muted small">
                  {' '}
                  {field.type}
                  {field.required ? ', required' : ''}
                </span>
              </th>
              <td>
                {field.reads.map((read, i) => (
                  <div key={i}>{read}</div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <details>
        <summary>
          Learned from {pages} {pages === 1 ? 'page' : 'pages'}
        </summary>
        <ul className="recipe-pages">
          {recipe.learnedFrom.map((url, i) => (
            <li key={i}>{url}</li>
          ))}
        </ul>
      </details>
      <p className="muted small recipe-stats">
        Runs served: {recipe.served} · Last healed: {recipe.healedAt ? time.format(recipe.healedAt) : 'never'}
        {recipe.createdAt ? ` · Learned: ${time.format(recipe.createdAt)}` : ''}
      </p>
      <p>
        <button
          type="button"
          className="danger"
          onClick={() => onDelete(where)}
          aria-label={`Delete the recipe for ${where}`}
        >
          Delete
        </button>
      </p>
    </article>
  );
}
