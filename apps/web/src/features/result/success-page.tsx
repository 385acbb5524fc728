import { ResultView } from './result-view';

/** /result/success: where a flow ends when it went through (a top-up submitted). */
export default function SuccessPage() {
  return <ResultView outcome="success" />;
}
