export default function Page() {
  return <div>forbidden-page</div>;
}
