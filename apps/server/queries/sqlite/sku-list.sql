select "product_id", "category_id"
  from "product_category_links"
  where +"customer_id" = ? and "product_id" in (?, ?);

select "product_id", "warehouse_id", "on_hand", "locked"
  from "stock_balances"
  where +"customer_id" = ? and "product_id" in (?, ?);

select "products"."id", "products"."sku", "products"."name_cn", "products"."name_en", "products"."image_url", "products"."barcode", "products"."property_id", "products"."declared_value", "products"."weight_g", "products"."length_cm", "products"."width_cm", "products"."height_cm", "products"."warning_quantity", "products"."created_at"
  from "products"
  where "products"."customer_id" = ?
  order by "products"."created_at" desc, "products"."id" desc
  limit 20 offset ?;

select count(*) as "n"
  from "products"
  where "products"."customer_id" = ?;
