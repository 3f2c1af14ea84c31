import { TeamGrid } from '../../ui/TeamGrid';
import type { Airdrop } from '../../schemas/airdrop';
import { ExternalLink } from '../../ui/ExternalLink';
import { StepCheck } from '../kit/StepChecks';

/**
 * The task list, in order, each with its link when it has one (spec §3: a link may be empty).
 * Each task is ticked here, on the airdrop's page, as a step of the visitor's tracker.
 */
export function TaskList({ tasks }: { tasks: Airdrop['tasks'] }) {
  if (tasks.length === 0) return <p className="muted text-sm">No tasks are listed for this airdrop.</p>;
  return (
    <ol className="space-y-2">
      {tasks.map((task) => (
        <li key={task.id} className="flex gap-3 rounded-lg bg-ink-700/50 p-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
            <StepCheck step={{ key: task.id, label: task.description }} className="text-sm">
              {task.description}
            </StepCheck>
            {task.link && (
              <ExternalLink href={task.link} className="ext-link ml-7 shrink-0 text-sm sm:ml-0" label={`Open: ${task.description}`}>
                Open
              </ExternalLink>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The people behind the project, with only the links each one has. */
export function AirdropTeam({ team }: { team: Airdrop['team'] }) {
  return (
    <TeamGrid
      team={team}
      className="sm:grid-cols-2 lg:grid-cols-1"
      linksOf={(person) => [
        ['X', person.links.twitter],
        ['GitHub', person.links.github],
        ['Website', person.links.website],
      ]}
    />
  );
}
