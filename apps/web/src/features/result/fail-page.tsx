import { ResultView } from './result-view';

/** /result/fail: where a flow ends when it did not go through, with the way back into it. */
export default function FailPage() {
  return <ResultView outcome="fail" />;
}
