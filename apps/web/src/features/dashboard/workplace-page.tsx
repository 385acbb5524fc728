export default function WorkplacePage() {
  return <div>workplace</div>;
}
