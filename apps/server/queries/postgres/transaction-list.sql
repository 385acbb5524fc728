select *
  from "wallet_transactions"
  where "customer_id" = $1
  order by "created_at" desc, "id" desc
  limit $2;

select count(*) as "n"
  from (select "id"
  from "wallet_transactions"
  where "customer_id" = $1
  limit $2) as "matched";
