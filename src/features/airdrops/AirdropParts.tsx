import type { Airdrop } from '../../schemas/airdrop';
import { StepCheck } from '../../tracking/StepChecks';
import { taskStep } from '../../tracking/trackable';
import { ExternalLink } from '../../ui/ExternalLink';
import { TeamGrid } from '../../ui/TeamGrid';

/**
 * The task list, in order, each with its link when it has one (a link may be empty).
 * Each task is ticked here, on the airdrop's page, as a step of the visitor's tracker.
 */
export function TaskList({ tasks }: { tasks: Airdrop['tasks'] }) {
  if (tasks.length === 0)
    return <p className="muted text-sm">No tasks are listed for this airdrop.</p>;
  return (
    <ol className="space-y-2">
      {tasks.map((task) => (
        // The label is the whole row, so a tap anywhere on it but the link ticks the task. On a
        // phone the link sits over the label's foot, below the text; beside it from `sm`.
        <li key={task.id} className="relative rounded-lg bg-ink-700/50 sm:flex sm:items-center">
          <StepCheck
            step={taskStep(task)}
            className={`flex-1 p-3 text-sm ${task.link ? 'pb-9 sm:pb-3' : ''}`}
          >
            {task.description}
          </StepCheck>
          {/* From `sm`, a task without a link keeps the link's room: the checkboxes line up. */}
          {task.link ? (
            <ExternalLink
              href={task.link}
              className="ext-link absolute bottom-1.5 left-10 text-sm sm:static sm:mr-3 sm:w-14 sm:shrink-0"
              label={`Open: ${task.description}`}
            >
              Open
            </ExternalLink>
          ) : (
            <span aria-hidden="true" className="hidden sm:mr-3 sm:block sm:w-14 sm:shrink-0" />
          )}
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
