// The routine finder (issue 50): the diagnosis promotion's "Find my routine". Its form is here, painted with the home
// page; its rules and answer come in the finder's own chunk (./FinderAtWork.tsx).
export { RoutineFinder } from './RoutineFinder';
