export default function Page() {
  return <div>forget-page</div>;
}
